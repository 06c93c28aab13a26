import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PLAN_LIMITS, PLAN_MESSAGES, centsToDecimalText, toCents, type Plan } from '@platform/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../i18n/useApiErrorText';
import { useFieldErrorText } from '../../../i18n/useFieldErrorText';
import { useUpdatePlan } from '../hooks/usePlans';

/**
 * The pencil beside a plan's carrier price: a small form in a popover (focus moves in and comes back on close) that
 * sets the HKD price viewers pay by phone bill, or removes it so the plan is card-only.
 */
export function CarrierPriceEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  const fieldError = useFieldErrorText();
  const apiErrorText = useApiErrorText();
  const update = useUpdatePlan(plan.workspace_id);
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setText(plan.dcb_price === null ? '' : centsToDecimalText(plan.dcb_price));
    setProblem(null);
    update.reset();
    setOpened(true);
  };

  const save = (dcbPrice: number | null) =>
    update.mutate(
      { planId: plan.id, body: { dcb_price: dcbPrice } },
      {
        onSuccess: () => {
          setOpened(false);
          notifications.show({ color: 'green', message: dcbPrice === null ? t('carrier.removed') : t('carrier.saved') });
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = toCents(text);
    if (text.trim() === '') return save(null);
    if (cents === null || cents > PLAN_LIMITS.maxDcbPriceCents) return setProblem(PLAN_MESSAGES.amountRange);
    save(cents);
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" withArrow shadow="md" width={260}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={t('carrier.edit', { plan: plan.name })}
          aria-expanded={opened}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t('carrier.label')}
              description={t('carrier.hint')}
              type="number"
              inputMode="decimal"
              min={0}
              max={PLAN_LIMITS.maxDcbPriceCents / 100}
              step={0.01}
              leftSection={<Text size="sm">HK$</Text>}
              leftSectionWidth={44}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem ? fieldError({ type: 'validate', message: problem }) : undefined}
              data-autofocus
            />
            {update.isError && (
              <Text size="sm" c="red.9" role="alert">
                {apiErrorText(update.error)}
              </Text>
            )}
            <Group justify="flex-end" gap="xs">
              {plan.dcb_price !== null && (
                <Button variant="subtle" color="red" size="xs" onClick={() => save(null)} disabled={update.isPending}>
                  {t('carrier.remove')}
                </Button>
              )}
              <Button type="submit" size="xs" loading={update.isPending}>
                {t('carrier.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
