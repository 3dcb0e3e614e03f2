import { TEST_CARDS } from '@finboard/domain/billing';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useCreateSandboxPaymentMethod } from '../api';
import { useCardSubmission } from '../hooks/use-card-submission';
import { groupedCardNumber, parseExpiry } from '../lib/billing-format';
import { CardFormError } from '../lib/card-error';
import type { CardFormProps } from './card-form-props';

const INVALID_EXPIRY = "Your card's expiration date is incomplete.";

/**
 * The embedded billing sandbox's card form (what Stripe Elements is with Stripe): the details go to
 * the sandbox's own api, which answers as Stripe would, and never leave this Finboard.
 */
export function SandboxCardForm({ submitLabel, onSaved, disabled = false, paysOpenInvoice = false }: CardFormProps) {
  const createPaymentMethod = useCreateSandboxPaymentMethod();
  const { submit, processing, error } = useCardSubmission(onSaved, paysOpenInvoice);
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || disabled) return;
    void submit(async () => {
      const date = parseExpiry(expiry);
      if (!date) throw new CardFormError(INVALID_EXPIRY);
      const answer = await createPaymentMethod.mutateAsync({ number, ...date, cvc: cvc.trim(), name: name.trim() });
      return answer.paymentMethodId;
    });
  }

  return (
    <form onSubmit={onSubmit} aria-label="Card details" noValidate>
      <Stack gap="sm">
        <TextInput label="Name on card" value={name} onChange={(event) => setName(event.currentTarget.value)} autoComplete="cc-name" required />
        <TextInput
          label="Card number"
          value={number}
          onChange={(event) => setNumber(event.currentTarget.value)}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          required
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="MM / YY"
            value={expiry}
            onChange={(event) => setExpiry(event.currentTarget.value)}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM / YY"
            required
          />
          <TextInput
            label="CVC"
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value)}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            required
          />
        </SimpleGrid>
        <SandboxNote />
        <FormAlert message={error} />
        <Group>
          <Button type="submit" loading={processing} disabled={processing || disabled || !name.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sandbox says it is one: no real card is charged, and which test numbers do what. */
function SandboxNote() {
  return (
    <Text size="xs" c="dimmed" component="div">
      Sandbox billing: no real card is charged. Use any future date and any CVC with a test card:
      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            {groupedCardNumber(card.number)}: {card.label}
          </li>
        ))}
      </ul>
    </Text>
  );
}
