import { Alert, type MantineSpacing, type StyleProp } from '@mantine/core';

/** The form-level message of a failed call, above the fields; nothing when there is none. */
export function FormErrorAlert({ message, mb }: { message: string | null | undefined; mb?: StyleProp<MantineSpacing> }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb={mb}>
      {message}
    </Alert>
  );
}
