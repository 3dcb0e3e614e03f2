import type { TPublicAdvisorCard } from '@finboard/contracts';
import { SHARE_ALL, type ShareSettings } from '@finboard/domain/connections';
import { ZIP_PATTERN } from '@finboard/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { productUserParam } from '../../../config/env';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { savePendingConnection } from '../../../lib/pending-connection';
import { useSession } from '../../../lib/session';
import { useConnectToAdvisor } from '../api';

/** The funnel's steps, one modal at a time (spec 01 §4 Public connect flow). */
export type FunnelStep = 'link' | 'request' | 'share' | 'sent';

export const DEFAULT_CONNECT_SOURCE = 'Directory';

/** Where 'Get Started' takes a visitor: sign up, then the request goes to this advisor (spec 02). */
export const registerAfterFunnelHref = (advisorId: string) => paths.register({ advisorConnect: advisorId, [productUserParam]: 'false' });

export interface ConnectFunnelOptions {
  advisor: TPublicAdvisorCard;
  opened: boolean;
  onClose: () => void;
  source?: string | undefined;
  zipCode?: string | undefined;
}

/**
 * The connect funnel's state: the step, the share switches (all on, spec 01 §4), the server's
 * refusal. Each opening starts again at the link step. A signed-in client's request is sent after
 * the share step; a visitor's switches are kept for the sign-up that 'Get Started' opens.
 */
export function useConnectFunnel({ advisor, opened, onClose, source, zipCode }: ConnectFunnelOptions) {
  const { user } = useSession();
  const navigate = useNavigate();
  const connect = useConnectToAdvisor();
  const [step, setStep] = useState<FunnelStep>('link');
  const [share, setShare] = useState<ShareSettings>(SHARE_ALL);
  const [error, setError] = useState<string | null>(null);
  const [openedBefore, setOpenedBefore] = useState(opened);

  // A new opening (or another advisor) starts the funnel again.
  const [advisorBefore, setAdvisorBefore] = useState(advisor.id);
  if (opened !== openedBefore || advisor.id !== advisorBefore) {
    setOpenedBefore(opened);
    setAdvisorBefore(advisor.id);
    if (opened) {
      setStep('link');
      setShare(SHARE_ALL);
      setError(null);
    }
  }

  const isSignedIn = user !== null;
  const requestSource = source?.trim() || DEFAULT_CONNECT_SOURCE;

  const sendRequest = () => {
    setError(null);
    if (!isSignedIn) {
      savePendingConnection({ advisorId: advisor.id, share, source: requestSource });
      setStep('sent');
      return;
    }
    const zip = zipCode?.trim();
    connect.mutate(
      { advisorId: advisor.id, source: requestSource, ...(zip && ZIP_PATTERN.test(zip) ? { zipCode: zip } : {}), share },
      { onSuccess: () => setStep('sent'), onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return {
    step,
    share,
    error,
    isSignedIn,
    isSending: connect.isPending,
    /** Closing waits while a request is on its way. */
    close: () => {
      if (!connect.isPending) onClose();
    },
    link: () => setStep('request'),
    accept: () => setStep('share'),
    changeShare: (next: ShareSettings) => {
      setShare(next);
      setError(null);
    },
    sendRequest,
    getStarted: () => {
      onClose();
      navigate(registerAfterFunnelHref(advisor.id));
    },
  };
}
