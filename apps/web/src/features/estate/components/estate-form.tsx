import type { TEstate, TEstateDocument, TEstateResponse } from '@finboard/contracts';
import type { EstateDocumentKind } from '@finboard/domain';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/app-error';
import { FORM_MESSAGES } from '../../../lib/form-messages';
import { notifySuccess } from '../../../lib/notify';
import { problemOf, shownMessage } from '../../../lib/one-message-form';
import { useSaveEstate } from '../api';
import { shareProblemText } from '../lib/estate-texts';
import { BeneficiariesSection } from './beneficiaries-section';
import { EstateDocumentsSection } from './estate-documents-section';
import { LifeEventsSection } from './life-events-section';
import { ReviewReminders } from './review-reminders';

/** The estate page: reminders, documents, executor and trustee, life events, beneficiaries per account. */
export function EstateForm({ data, isReadOnly }: { data: TEstateResponse; isReadOnly: boolean }) {
  const save = useSaveEstate();
  const form = useForm<TEstate>({
    initialValues: data.estate,
    // The api refuses the same sums; checking first lets the message name the account.
    validate: (values) => problemOf(shareProblemText(values.beneficiaries, data.accounts)),
    // Any edit drops the message.
    onValuesChange: () => form.clearErrors(),
  });
  const draft = form.values;
  const change = (patch: Partial<TEstate>) => form.setValues(patch);
  const changeDocument = (kind: EstateDocumentKind, patch: Partial<TEstateDocument>) =>
    change({ documents: { ...draft.documents, [kind]: { ...draft.documents[kind], ...patch } } });
  const problem = shownMessage(form.errors);

  const submit = (values: TEstate) => {
    save.mutate(values, {
      onSuccess: () => notifySuccess(FORM_MESSAGES.saved),
      onError: (error) => form.setErrors(problemOf(errorMessage(error))),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="lg">
        <ReviewReminders reviewsDue={data.reviewsDue} />
        <EstateDocumentsSection documents={draft.documents} isReadOnly={isReadOnly} onChange={changeDocument} />
        <Paper withBorder p="lg" component="section" aria-label="Executor and Trustee">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Executor and Trustee
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Executor" {...form.getInputProps('executorName')} disabled={isReadOnly} />
              <TextInput label="Trustee" {...form.getInputProps('trusteeName')} disabled={isReadOnly} />
            </SimpleGrid>
          </Stack>
        </Paper>
        <LifeEventsSection lifeEvents={draft.lifeEvents} isReadOnly={isReadOnly} onChange={(lifeEvents) => change({ lifeEvents })} />
        <BeneficiariesSection
          accounts={data.accounts}
          beneficiaries={draft.beneficiaries}
          isReadOnly={isReadOnly}
          onChange={(beneficiaries) => change({ beneficiaries })}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {!isReadOnly && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save Details
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
