import { Alert } from '@mantine/core';

/** The form-level message of a failed call, above the fields; nothing when there is none. */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
