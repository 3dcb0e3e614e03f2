import {
  ADVISOR_PLAN_KEYS,
  BILLING_PLANS,
  DELETE_ALL_SUB_ACCOUNTS,
  PLAN_CHANGE_TITLE,
  planChangeStep,
  type AdvisorPlanKey,
  type PaidPlanKey,
} from '@finboard/domain/billing';
import { Alert, Badge, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteSubAccounts } from '../api';
import { useGuardedAction } from '../hooks/use-guarded-action';
import { useChangePlanAttempt } from '../hooks/use-subscribe-attempt';
import { perMonth } from '../lib/billing-format';
import { PlanChangePreview } from './plan-change-preview';

type Stage = { kind: 'choose' } | { kind: 'warn'; next: AdvisorPlanKey } | { kind: 'delete'; next: AdvisorPlanKey } | { kind: 'confirm'; next: AdvisorPlanKey };

const subAccountWords = (count: number) => (count === 0 ? 'no sub-accounts' : count === 1 ? '1 sub-account' : `${count} sub-accounts`);

/**
 * Billing plan change (spec 01 §4): choosing the plan already held closes the dialog; a plan whose
 * allowance is below the advisor's sub-accounts warns first ('Delete All Sub-accounts', then a
 * confirmation, then the change is offered); any other asks 'Change Subscription Plan' (Confirm/Cancel).
 */
export function PlanChangeDialog({
  opened,
  current,
  subAccountCount,
  onClose,
}: {
  opened: boolean;
  current: PaidPlanKey | null;
  subAccountCount: number;
  onClose: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const change = useChangePlanAttempt();
  const deleteSubAccounts = useDeleteSubAccounts();
  const action = useGuardedAction();

  function close() {
    if (action.busy) return;
    setStage({ kind: 'choose' });
    action.clearError();
    change.reset();
    onClose();
  }

  function choose(next: AdvisorPlanKey) {
    const step = planChangeStep(current, next, subAccountCount);
    if (step === 'same-plan') return close();
    change.reset();
    action.clearError();
    setStage(step === 'confirm' ? { kind: 'confirm', next } : { kind: 'warn', next });
  }

  const title = stage.kind === 'confirm' ? PLAN_CHANGE_TITLE : stage.kind === 'warn' ? DELETE_ALL_SUB_ACCOUNTS : 'Choose a plan';

  return (
    <>
      <Modal opened={opened && stage.kind !== 'delete'} onClose={close} title={title} centered size={stage.kind === 'choose' ? 'lg' : 'md'}>
        {stage.kind === 'choose' && (
          <Stack gap="sm">
            {ADVISOR_PLAN_KEYS.map((key) => {
              const plan = BILLING_PLANS[key];
              return (
                <Group key={key} justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Group gap="xs">
                      <Text fw={600}>{plan.name}</Text>
                      {key === current && <Badge variant="light">Current plan</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {perMonth(plan.monthlyCents)}, {plan.includedClients} {plan.includedClients === 1 ? 'client' : 'clients'} included,{' '}
                      {subAccountWords(plan.allowances.subAccounts)}
                    </Text>
                  </Stack>
                  <Button variant="light" onClick={() => choose(key)}>
                    Choose<VisuallyHidden> {plan.name}</VisuallyHidden>
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}

        {stage.kind === 'warn' && (
          <Stack gap="md">
            <Alert color="yellow" variant="light">
              The {BILLING_PLANS[stage.next].name} plan allows {subAccountWords(BILLING_PLANS[stage.next].allowances.subAccounts)} and you have{' '}
              {subAccountWords(subAccountCount)}. Delete your sub-accounts before changing to it.
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button color="red" onClick={() => setStage({ kind: 'delete', next: stage.next })}>
                {DELETE_ALL_SUB_ACCOUNTS}
              </Button>
            </Group>
          </Stack>
        )}

        {stage.kind === 'confirm' && (
          <Stack gap="md">
            <Text>
              Change your plan{current ? ` from ${BILLING_PLANS[current].name} (${perMonth(BILLING_PLANS[current].monthlyCents)})` : ''} to{' '}
              {BILLING_PLANS[stage.next].name} ({perMonth(BILLING_PLANS[stage.next].monthlyCents)})? The difference for the rest of this period is prorated.
            </Text>
            {current && <PlanChangePreview plan={stage.next} />}
            <FormAlert message={action.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={action.busy}>
                Cancel
              </Button>
              <Button
                loading={action.busy}
                onClick={() =>
                  void action.run(async () => {
                    await change.run(stage.next);
                    notifySuccess(`Your plan is now ${BILLING_PLANS[stage.next].name}.`, 'Plan changed');
                    setStage({ kind: 'choose' });
                    onClose();
                  })
                }
              >
                Confirm
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <ConfirmDialog
        opened={opened && stage.kind === 'delete'}
        title={`${DELETE_ALL_SUB_ACCOUNTS}?`}
        message={`All ${subAccountWords(subAccountCount)} will be deleted and those advisors will lose access. This cannot be undone.${action.error ? ` ${action.error}` : ''}`}
        confirmLabel="Delete"
        loading={action.busy}
        onClose={close}
        onConfirm={() => {
          if (stage.kind !== 'delete') return;
          void action.run(async () => {
            await deleteSubAccounts.mutateAsync();
            setStage({ kind: 'confirm', next: stage.next });
          });
        }}
      />
    </>
  );
}
