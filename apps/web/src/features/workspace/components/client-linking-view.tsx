import { Stepper } from '@mantine/core';
import { useState } from 'react';
import { NotificationsStep } from './notifications-step';
import { RegistrationLinksStep } from './registration-links-step';
import { SmsStep } from './sms-step';

/** Client Linking's three steps (spec 01 §2): Notifications, Registration Link, Connect with SMS. */
export function ClientLinkingView() {
  const [step, setStep] = useState(0);
  return (
    <Stepper active={step} onStepClick={setStep} allowNextStepsSelect>
      <Stepper.Step label="Notifications">
        <NotificationsStep onSaved={() => setStep(1)} />
      </Stepper.Step>
      <Stepper.Step label="Registration Link">
        <RegistrationLinksStep />
      </Stepper.Step>
      <Stepper.Step label="Connect with SMS">
        <SmsStep />
      </Stepper.Step>
    </Stepper>
  );
}
