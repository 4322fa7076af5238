import { Alert, List } from '@mantine/core';

/** Errors that belong to no field on screen, e.g. 'Incorrect username or password'. */
export function FormErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
