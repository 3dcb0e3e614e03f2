import type { TPublicAdvisorCard } from '@finboard/contracts';
import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../../components/form-alert';
import { ShareSwitchFields } from '../../../../components/share-switches/share-switch-fields';
import { env } from '../../../../config/env';
import { type FunnelStep, useConnectFunnel } from '../../hooks/use-connect-funnel';
import { advisorNameOf, placeOf } from '../../lib/advisor-card';

export interface ConnectFunnelProps {
  advisor: TPublicAdvisorCard;
  opened: boolean;
  onClose: () => void;
  /** The connection's source (spec 01 §3): 'Directory' unless the page says otherwise. */
  source?: string;
  /** The ZIP code the client searched, kept on the request when it is one. */
  zipCode?: string;
}

const TITLES: Record<FunnelStep, string> = {
  link: `Link your ${env.productName} with Advisor`,
  request: 'Connection Request',
  share: 'Share Your Data',
  sent: 'Your Request Has Been Sent!',
};

/**
 * Connecting with an advisor from a directory card (spec 01 §4 Public connect flow): the link modal,
 * the connection request (charged monthly while shared; Connect or Decline), the data-share switches
 * (All rules from the domain), then 'Your Request Has Been Sent!'. A signed-in client's request is
 * sent before the last step, and a refusal (a second request, an unverified email) shows here; a
 * visitor goes on to sign up with 'Get Started' and the chosen switches follow the registration.
 */
export function ConnectFunnel({ advisor, opened, onClose, source, zipCode }: ConnectFunnelProps) {
  const funnel = useConnectFunnel({ advisor, opened, onClose, source, zipCode });
  const name = advisorNameOf(advisor) || 'This advisor';

  let body: ReactNode;
  switch (funnel.step) {
    case 'link':
      body = (
        <>
          <AdvisorIdentity advisor={advisor} name={name} />
          <Text>{`Link your ${env.productName} with ${name} to plan your finances together.`}</Text>
          <Buttons>
            <Button variant="default" onClick={funnel.close}>
              Cancel
            </Button>
            <Button onClick={funnel.link} data-autofocus>
              Link
            </Button>
          </Buttons>
        </>
      );
      break;
    case 'request':
      body = (
        <>
          <AdvisorIdentity advisor={advisor} name={name} />
          <Text>{`${name} will receive your request to connect. A connection is charged monthly while shared, and you can disconnect at any time.`}</Text>
          <Buttons>
            <Button variant="default" onClick={funnel.close}>
              Decline
            </Button>
            <Button onClick={funnel.accept} data-autofocus>
              Connect
            </Button>
          </Buttons>
        </>
      );
      break;
    case 'share':
      body = (
        <>
          <Text>{`Choose what ${name} can see once your request is accepted. You can change this later on Board of Advisors.`}</Text>
          <ShareSwitchFields value={funnel.share} onChange={funnel.changeShare} disabled={funnel.isSending} />
          <FormAlert message={funnel.error} />
          <Buttons>
            <Button variant="default" onClick={funnel.close} disabled={funnel.isSending}>
              Cancel
            </Button>
            <Button onClick={funnel.sendRequest} loading={funnel.isSending} data-autofocus>
              Send Request
            </Button>
          </Buttons>
        </>
      );
      break;
    case 'sent':
      body = funnel.isSignedIn ? (
        <>
          <Text>{`${name} will answer your request. You'll be connected once it is accepted, and you can follow it on Board of Advisors.`}</Text>
          <Buttons>
            <Button onClick={funnel.close} data-autofocus>
              Done
            </Button>
          </Buttons>
        </>
      ) : (
        <>
          <Text>{`Create your ${env.productName} account to deliver it: ${name} receives your request as soon as you sign up.`}</Text>
          <Buttons>
            <Button onClick={funnel.getStarted} data-autofocus>
              Get Started
            </Button>
          </Buttons>
        </>
      );
      break;
  }

  return (
    <Modal opened={opened} onClose={funnel.close} title={TITLES[funnel.step]} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">{body}</Stack>
    </Modal>
  );
}

function AdvisorIdentity({ advisor, name }: { advisor: TPublicAdvisorCard; name: string }) {
  const details = [advisor.profession, advisor.firmName, placeOf(advisor)].filter((part) => part.trim() !== '');
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={56} radius="xl" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{name}</Text>
        {details.length > 0 && (
          <Text fz="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function Buttons({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
    </Group>
  );
}
