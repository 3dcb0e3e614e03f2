import { formatCents } from '@finboard/domain/format';
import type { TBillingOverview } from '@finboard/contracts';
import {
  BILLING_PLANS,
  CLIENT_FREE_PLAN,
  isSubscriptionActive,
  SUBSCRIPTION_STATUS_LABELS,
  TRIAL_ENDED_MESSAGE,
  type AdvisorPlanKey,
} from '@finboard/domain/billing';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { billingOverviewQuery, useClientFreePlan } from '../api';
import { useGuardedAction } from '../hooks/use-guarded-action';
import { useSubscribeAttempt } from '../hooks/use-subscribe-attempt';
import { AdvisorPlanComparison } from './advisor-plan-comparison';
import { CardForm } from './card-form';
import { LoadingState, QueryError } from '../../../components/query-state';

export interface SubscribeViewProps {
  role: 'advisor' | 'client';
  /** The plan is settled: the page moves on (to /registration-complete); `subscribed` when a paid plan went through. */
  onDone: (subscribed: boolean) => void;
}

/** /subscribe (spec 01 §4): advisors choose one of three plans then a card; clients choose Free or $179/month. */
export function SubscribeView({ role, onDone }: SubscribeViewProps) {
  const overview = useQuery(billingOverviewQuery());
  if (overview.isPending) return <LoadingState label="Loading your plan" />;
  if (overview.isError) return <QueryError query={overview} />;
  const subscription = overview.data.subscription;
  if (subscription && isSubscriptionActive(subscription.status)) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          You are on the {subscription.planName} plan ({SUBSCRIPTION_STATUS_LABELS[subscription.status]}).
        </Text>
        <Button onClick={() => onDone(true)}>Continue</Button>
      </Stack>
    );
  }
  return role === 'advisor' ? <AdvisorSubscribe overview={overview.data} onDone={onDone} /> : <ClientSubscribe overview={overview.data} onDone={onDone} />;
}

function AdvisorSubscribe({ overview, onDone }: { overview: TBillingOverview; onDone: (subscribed: boolean) => void }) {
  const [plan, setPlan] = useState<AdvisorPlanKey | null>(null);
  const subscribe = useSubscribeAttempt();
  const trial = useGuardedAction();

  function choose(next: AdvisorPlanKey) {
    if (next !== plan) subscribe.reset();
    trial.clearError();
    setPlan(next);
  }
  const subscribeTo = (chosen: AdvisorPlanKey) => async () => {
    await subscribe.run(chosen);
    onDone(true);
  };

  // A trial that ended without a card comes back with one (the api restarts it): no new plan to choose.
  if (overview.trialEnded && overview.subscription) {
    return (
      <Stack gap="lg" maw={560}>
        <Alert color="yellow" variant="light" role="alert">
          {TRIAL_ENDED_MESSAGE}
        </Alert>
        <Card component="section" aria-labelledby="card-details-title" withBorder radius="lg" p="xl">
          <Stack gap="md">
            <Title order={2} fz="h4" id="card-details-title">
              Card details for the {overview.subscription.planName} plan
            </Title>
            <CardForm overview={overview} submitLabel="Subscribe" onSaved={async () => onDone(true)} />
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <AdvisorPlanComparison selected={plan} onSelect={choose} disabled={trial.busy} />
      {plan && (
        <Card component="section" aria-labelledby="card-details-title" withBorder radius="lg" p="xl" maw={560}>
          <Stack gap="md">
            <Title order={2} fz="h4" id="card-details-title">
              Card details for the {BILLING_PLANS[plan].name} plan
            </Title>
            <Text size="sm" c="dimmed">
              Your card is charged when the free trial ends.
            </Text>
            <CardForm overview={overview} submitLabel="Subscribe" onSaved={subscribeTo(plan)} disabled={trial.busy} />
            <Stack gap={4} align="flex-start">
              <Button variant="subtle" px={0} loading={trial.busy} onClick={() => void trial.run(subscribeTo(plan))}>
                Start trial without a card
              </Button>
              <Text size="xs" c="dimmed">
                Add a card before the trial ends to keep your plan.
              </Text>
              <FormAlert message={trial.error} />
            </Stack>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

type ClientChoice = 'free' | 'paid' | null;

/**
 * The client's choice: Advisor Sponsorship (a connected advisor covers the plan), Free, or the paid
 * client plan at $179/month with a card.
 */
function ClientSubscribe({ overview, onDone }: { overview: TBillingOverview; onDone: (subscribed: boolean) => void }) {
  const [sponsorship, setSponsorship] = useState<'yes' | 'no'>(overview.connectedAdvisors > 0 ? 'yes' : 'no');
  const [choice, setChoice] = useState<ClientChoice>(null);
  const freePlan = useClientFreePlan();
  const free = useGuardedAction();
  const subscribe = useSubscribeAttempt();
  const paid = BILLING_PLANS.client;

  const stayFree = (sponsored: boolean) =>
    void free.run(async () => {
      await freePlan.mutateAsync({ sponsored });
      onDone(false);
    });

  return (
    <Stack gap="xl">
      <Radio.Group
        label="Advisor Sponsorship"
        description="Is a connected advisor paying for your plan?"
        value={sponsorship}
        onChange={(value) => {
          setSponsorship(value === 'yes' ? 'yes' : 'no');
          free.clearError();
        }}
      >
        <Group mt="xs">
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>

      {sponsorship === 'yes' ? (
        <Stack gap="sm" align="flex-start">
          <Text>Your connected advisor sponsors your plan: you pay nothing.</Text>
          <Button loading={free.busy} onClick={() => stayFree(true)}>
            Continue
          </Button>
          <FormAlert message={free.error} />
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760}>
            <ClientPlanCard
              id="free"
              name={CLIENT_FREE_PLAN.name}
              monthlyCents={CLIENT_FREE_PLAN.monthlyCents}
              text="Track your accounts, cash flow, net worth and retirement plan, and connect with advisors."
              selected={choice === 'free'}
              onSelect={() => setChoice('free')}
            />
            <ClientPlanCard
              id="paid"
              name={paid.name}
              monthlyCents={paid.monthlyCents}
              text="Link your banks and investment accounts yourself, without an advisor."
              selected={choice === 'paid'}
              onSelect={() => setChoice('paid')}
            />
          </SimpleGrid>
          {choice === 'free' && (
            <Stack gap="sm" align="flex-start">
              <Button loading={free.busy} onClick={() => stayFree(false)}>
                Continue with Free
              </Button>
              <FormAlert message={free.error} />
            </Stack>
          )}
          {choice === 'paid' && (
            <Card component="section" aria-labelledby="card-details-title" withBorder radius="lg" p="xl" maw={560}>
              <Stack gap="md">
                <Title order={2} fz="h4" id="card-details-title">
                  Card details for {formatCents(paid.monthlyCents)}/month
                </Title>
                <CardForm
                  overview={overview}
                  submitLabel="Subscribe"
                  onSaved={async () => {
                    await subscribe.run('client');
                    onDone(true);
                  }}
                />
              </Stack>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}

function ClientPlanCard(props: { id: string; name: string; monthlyCents: number; text: string; selected: boolean; onSelect: () => void }) {
  const headingId = `client-plan-${props.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="xl"
      style={props.selected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h3" id={headingId}>
          {props.name}
        </Title>
        <Text>
          <Text span fz={32} fw={700}>
            {formatCents(props.monthlyCents)}
          </Text>{' '}
          <Text span c="dimmed">
            per month
          </Text>
        </Text>
        <Text c="dimmed">{props.text}</Text>
        <Button mt="auto" variant={props.selected ? 'filled' : 'outline'} aria-pressed={props.selected} onClick={props.onSelect}>
          {props.selected ? 'Selected' : 'Select'}
          <VisuallyHidden> {props.name}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}
