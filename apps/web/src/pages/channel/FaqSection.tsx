import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChannelSectionBlock } from './ChannelSectionBlock';
import { FAQ_ITEMS } from '../../features/workspaces';

/** Spec §2: the channel page's FAQ of four items. */
export function FaqSection() {
  const { t } = useTranslation('workspaces');
  return (
    <ChannelSectionBlock id="faq" title={t('channel.sections.faq')}>
      <Accordion variant="separated">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control>{t(`channel.faq.${item}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`channel.faq.${item}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ChannelSectionBlock>
  );
}
