import { Stack } from '@mantine/core';
import { useMe } from '../../auth/hooks/useMe';
import { Hero } from '../components/Hero';

/** Channel rows, live zone and categories arrive in later issues (spec §2 Home). */
export function HomePage() {
  const { data: me } = useMe();
  return (
    <Stack gap="xl">
      <Hero user={me ?? null} />
    </Stack>
  );
}
