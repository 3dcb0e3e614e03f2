import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useBankLink } from '../hooks/use-bank-link';

/**
 * Starts the bank-link flow from outside a page (the floating menu's 'Account', spec 01 §2): the same
 * flow as 'Link Account with live data', opened as soon as its tool is ready. Mounted only once asked,
 * so no page asks for a link token it will not use. Each new `request` opens the flow again.
 */
export function BankLinkStarter({ request }: { request: number }) {
  const navigate = useNavigate();
  const link = useBankLink({
    onDone: () => {
      void navigate(paths.accountAdded());
    },
  });
  const opened = useRef(0);
  const { ready, open } = link;

  useEffect(() => {
    if (!ready || opened.current === request) return;
    opened.current = request;
    open();
  }, [ready, request, open]);

  return link.element;
}
