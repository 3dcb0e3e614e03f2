import type { TAdvisorDetails, TAdvisorOnboardingRequest, TSessionUser, TSocialLinks } from '@finboard/contracts';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ADVISOR_FIELD_KEYS, SOCIAL_LINK_FIELD_KEYS } from '../../../components/advisor-fields/advisor-form';
import { CompanyFields } from '../../../components/advisor-fields/company-fields';
import { ProfessionalFields } from '../../../components/advisor-fields/professional-fields';
import { SocialLinksFields } from '../../../components/advisor-fields/social-links-fields';
import { FormAlert } from '../../../components/form-alert';
import { fieldErrorsOf, hasErrors, splitApiError } from '../../../lib/field-errors';
import { problemOf } from '../../../lib/one-message-form';
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
  // Each step is checked on Continue and all of them on Finish; a message stays until then.
  const form = useForm<TAdvisorOnboardingRequest>({ initialValues: emptyAdvisorOnboarding(), clearInputErrorOnChange: false });
  const draft = form.values;
  const errors = fieldErrorsOf(form.errors);

  const change = (patch: Partial<TAdvisorOnboardingRequest>) => form.setValues(patch);
  const changeAdvisor = (patch: Partial<TAdvisorDetails>) => form.setFieldValue('advisor', (current) => ({ ...current, ...patch }));
  const changeLinks = (patch: Partial<TSocialLinks>) => form.setFieldValue('socialLinks', (current) => ({ ...current, ...patch }));

  const goTo = (step: number) => {
    form.clearFieldError('form');
    setActive(step);
  };

  const next = () => {
    const found = validateStep(active, draft);
    form.setErrors(found);
    if (!hasErrors(found)) goTo(active + 1);
  };

  const finish = () => {
    if (!canFinish) return;
    const { errors: found, firstStep } = validateWizard(draft);
    form.setErrors(found);
    if (firstStep !== null) return goTo(firstStep);
    save.mutate(draft, {
      onSuccess: ({ user }) => onFinished(user),
      onError: (error) => {
        const { fieldErrors, formMessage } = splitApiError(error, API_FIELDS);
        form.setErrors({ ...fieldErrors, ...problemOf(formMessage) });
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
      <FormAlert message={errors.form ?? null} />
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
