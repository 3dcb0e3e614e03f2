import { useEffect, useRef } from 'react';
import { usePlaidLink, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

export interface PlaidLinkLauncherProps {
  token: string;
  /** Open Plaid Link as soon as it is ready (and once per request). */
  requested: boolean;
  onReady: (ready: boolean) => void;
  onSuccess: (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => void;
  onExit: () => void;
}

/**
 * Loads Plaid Link for a link token and opens it on request. Mounted only when the api's provider
 * is Plaid, so the sandbox never downloads Plaid's script.
 */
export function PlaidLinkLauncher({ token, requested, onReady, onSuccess, onExit }: PlaidLinkLauncherProps) {
  // Plaid keeps the callbacks it was created with: route them to the latest props.
  const latest = useRef({ onSuccess, onExit });
  useEffect(() => {
    latest.current = { onSuccess, onExit };
  });
  const { open, ready } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) => {
      if (publicToken) latest.current.onSuccess(publicToken, metadata);
      else latest.current.onExit();
    },
    onExit: () => latest.current.onExit(),
  });
  const opened = useRef(false);

  useEffect(() => onReady(ready), [ready, onReady]);
  useEffect(() => {
    if (!requested) opened.current = false;
    else if (ready && !opened.current) {
      opened.current = true;
      open();
    }
  }, [requested, ready, open]);
  return null;
}
