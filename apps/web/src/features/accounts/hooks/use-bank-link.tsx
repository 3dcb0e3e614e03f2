import type { TInstitution, TLinkTokenResponse } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage, isAppError } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { linkTokenQuery, useCreateUpdateToken, useLinkInstitution, useRelinkInstitution } from '../api';
import { PlaidLinkLauncher } from '../components/plaid-link-launcher';
import type { SandboxBank } from '../components/sandbox-bank-picker';
import { SandboxLinkModal } from '../components/sandbox-link-modal';
import { isUpgradeRequired, UPGRADE_TO_LINK_MESSAGE } from '../lib/plan-check';

/** Tokens are asked for again when now is not before their expiration (spec 02). */
export const isTokenExpired = (expiration: string, now = Date.now()) => !(now < Date.parse(expiration));

export interface BankLinkOptions {
  /** Update mode ('Refresh Login'): the institution whose login is refreshed. */
  institution?: TInstitution;
  /** False for read-only views: no token is asked for. */
  enabled?: boolean;
  /** After a bank was linked (or its login refreshed) and the flow closed. */
  onDone?: () => void;
}

export interface BankLink {
  /** The link tool can open: its token (and Plaid's script) are loaded, or the plan check failed. */
  ready: boolean;
  busy: boolean;
  /** The flow is showing (its modal or Plaid's window). */
  isActive: boolean;
  open: () => void;
  /** Render this where the hook is used: the flow's modal or Plaid's launcher. */
  element: ReactNode;
}

/**
 * The bank-link flow (addItem, or updateItem in update mode). The api says which tool to use:
 * the embedded sandbox's modal or Plaid Link. A client without a paid plan or advisor is sent to
 * /billing with the api's message.
 */
export function useBankLink({ institution, enabled = true, onDone }: BankLinkOptions = {}): BankLink {
  const navigate = useNavigate();
  const isUpdate = institution !== undefined;
  const prefetch = useQuery({ ...linkTokenQuery(), enabled: enabled && !isUpdate });
  const updateToken = useCreateUpdateToken();
  const link = useLinkInstitution();
  const relink = useRelinkInstitution();
  const [session, setSession] = useState<TLinkTokenResponse | null>(null);
  const [plaidReady, setPlaidReady] = useState(false);
  const [opening, setOpening] = useState(false);

  // The api's refusal names the plan's state (past due, trial ended, canceled, or not paid at all).
  const toBilling = (error?: unknown) => {
    notifyError(isAppError(error) ? error.message : UPGRADE_TO_LINK_MESSAGE, 'Upgrade your plan');
    navigate(paths.billing());
  };

  const tokenToOpen = async (): Promise<TLinkTokenResponse> => {
    if (institution) return updateToken.mutateAsync(institution.id);
    if (prefetch.data && !isTokenExpired(prefetch.data.expiration)) return prefetch.data;
    if (isUpgradeRequired(prefetch.error)) throw prefetch.error;
    const result = await prefetch.refetch();
    if (!result.data) throw result.error;
    return result.data;
  };

  const open = () => {
    setOpening(true);
    tokenToOpen()
      .then(setSession, (error: unknown) => (isUpgradeRequired(error) ? toBilling(error) : notifyError(errorMessage(error), 'Could not connect')))
      .finally(() => setOpening(false));
  };

  const connect = async (publicToken: string, bank: Pick<SandboxBank, 'institutionId' | 'name'>) => {
    try {
      if (institution) await relink.mutateAsync({ institutionId: institution.id });
      else await link.mutateAsync({ publicToken, institutionId: bank.institutionId, institutionName: bank.name });
    } catch (error) {
      if (isUpgradeRequired(error)) {
        setSession(null);
        toBilling(error);
      }
      throw error;
    }
  };

  const close = (linked: boolean) => {
    setSession(null);
    if (linked) onDone?.();
  };

  const onPlaidSuccess = (publicToken: string, bank: { institutionId: string; name: string }) => {
    connect(publicToken, bank).then(
      () => {
        notifySuccess(isUpdate ? 'Your bank login is up to date.' : 'Your bank accounts are connected.', 'Connected');
        close(true);
      },
      (error: unknown) => {
        if (!isUpgradeRequired(error)) notifyError(errorMessage(error), 'Could not connect');
        close(false);
      },
    );
  };

  const provider = (session ?? prefetch.data)?.provider;
  const plaidToken = session?.linkToken ?? (isUpdate ? undefined : prefetch.data?.linkToken);
  const element = (
    <>
      {provider === 'plaid' && plaidToken && (
        <PlaidLinkLauncher
          token={plaidToken}
          requested={session !== null}
          onReady={setPlaidReady}
          onSuccess={(publicToken, metadata) =>
            onPlaidSuccess(publicToken, {
              institutionId: metadata.institution?.institution_id ?? '',
              name: metadata.institution?.name ?? '',
            })
          }
          onExit={() => close(false)}
        />
      )}
      {session?.provider === 'sandbox' && (
        <SandboxLinkModal linkToken={session.linkToken} institutionName={institution?.name} onConnect={connect} onClose={close} />
      )}
    </>
  );

  const prefetchSettled = !prefetch.isPending || prefetch.isError;
  return {
    ready: isUpdate || (enabled && prefetchSettled && (prefetch.isError || provider !== 'plaid' || plaidReady)),
    busy: opening || link.isPending || relink.isPending,
    isActive: session !== null,
    open,
    element,
  };
}
