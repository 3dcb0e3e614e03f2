import type { TAdvisorDetails, TAdvisorOnboardingRequest, TSessionUser, TSocialLinks } from '@finboard/contracts';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useState } from 'react';
import { ADVISOR_FIELD_KEYS, SOCIAL_LINK_FIELD_KEYS } from '../../../components/advisor-fields/advisor-form';
import { CompanyFields } from '../../../components/advisor-fields/company-fields';
import { ProfessionalFields } from '../../../components/advisor-fields/professional-fields';
import { SocialLinksFields } from '../../../components/advisor-fields/social-links-fields';
import { FormAlert } from '../../../components/form-alert';
import { hasErrors, splitApiError, type FieldErrors } from '../../../lib/field-errors';
import { useCompleteAdvisorOnboarding } from '../api';
import { emptyAdvisorOnboarding, LAST_STEP, stepOfField, validateStep, validateWizard, WIZARD_STEPS } from '../lib/advisor-wizard';
import { OverviewStep } from './overview-step';

const API_FIELDS = ['description', 'phone', ...ADVISOR_FIELD_KEYS, ...SOCIAL_LINK_FIELD_KEYS];

export interface AdvisorOnboardingWizardProps {
  /** Only the advisor role may finish (spec 01 §6). */
  canFinish: boolean;
  onFinished: (user: TSessionUser) => void;
}

/** 'New Account Registration': Overview, Professional, Company, Links, saved together on Finish. */
export function AdvisorOnboardingWizard({ canFinish, onFinished }: AdvisorOnboardingWizardProps) {
  const save = useCompleteAdvisorOnboarding();
  const [active, setActive] = useState(0);
  const [draft, setDraft] = useState<TAdvisorOnboardingRequest>(emptyAdvisorOnboarding);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);

  const change = (patch: Partial<TAdvisorOnboardingRequest>) => setDraft((current) => ({ ...current, ...patch }));
  const changeAdvisor = (patch: Partial<TAdvisorDetails>) => setDraft((current) => ({ ...current, advisor: { ...current.advisor, ...patch } }));
  const changeLinks = (patch: Partial<TSocialLinks>) => setDraft((current) => ({ ...current, socialLinks: { ...current.socialLinks, ...patch } }));

  const goTo = (step: number) => {
    setFormMessage(null);
    setActive(step);
  };

  const next = () => {
    const found = validateStep(active, draft);
    setErrors(found);
    if (!hasErrors(found)) goTo(active + 1);
  };

  const finish = () => {
    if (!canFinish) return;
    const { errors: found, firstStep } = validateWizard(draft);
    setErrors(found);
    if (firstStep !== null) return goTo(firstStep);
    setFormMessage(null);
    save.mutate(draft, {
      onSuccess: ({ user }) => onFinished(user),
      onError: (error) => {
        const { fieldErrors, formMessage: message } = splitApiError(error, API_FIELDS);
        setErrors(fieldErrors);
        setFormMessage(message);
        const field = Object.keys(fieldErrors)[0];
        if (field) setActive(stepOfField(field));
      },
    });
  };

  const steps = [
    <OverviewStep key="overview" description={draft.description} phone={draft.phone} onChange={change} errors={errors} />,
    <ProfessionalFields key="professional" value={draft.advisor} onChange={changeAdvisor} errors={errors} />,
    <CompanyFields key="company" value={draft.advisor} onChange={changeAdvisor} errors={errors} />,
    <SocialLinksFields key="links" value={draft.socialLinks} onChange={changeLinks} errors={errors} />,
  ];

  return (
    <Stack gap="lg">
      <Stepper active={active} onStepClick={goTo} allowNextStepsSelect={false} size="sm">
        {WIZARD_STEPS.map((step, index) => (
          <Stepper.Step key={step} label={step}>
            <Stack pt="lg">{steps[index]}</Stack>
          </Stepper.Step>
        ))}
      </Stepper>
      <FormAlert message={formMessage} />
      <Group justify="space-between">
        <Button variant="default" disabled={active === 0} onClick={() => goTo(active - 1)}>
          Back
        </Button>
        {active === LAST_STEP ? (
          <Button onClick={finish} disabled={!canFinish} loading={save.isPending}>
            Finish
          </Button>
        ) : (
          <Button onClick={next}>Continue</Button>
        )}
      </Group>
    </Stack>
  );
}
