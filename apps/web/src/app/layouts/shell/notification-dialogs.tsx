import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { institutionsQuery } from '../../../features/accounts/api';
import { RefreshLoginModal } from '../../../features/accounts/components/refresh-login-modal';
import { myClientsQuery } from '../../../features/connections/api';
import { ConnectionRequestDialog } from '../../../features/connections/components/my-clients-request-dialog';
import { ShareSwitchesDialog } from '../../../features/connections/components/share-switches-dialog';
import { useMyClientsActions } from '../../../features/connections/hooks/use-my-clients-actions';
import type { NotificationDialogProps, NotificationDialogs } from '../../../features/notifications/hooks/use-notification-details';
import { personNameOf } from '../../../features/notifications/lib/notification-text';

/** connection_request: My Clients' Connection Request dialog for that request; accepting sends it and closes. */
function ConnectionRequestFromNotification({ notification, onClose }: NotificationDialogProps) {
  const navigate = useNavigate();
  // The cached list may be older than the request (the live refresh still on its way): read it
  // afresh, and judge the request gone only on that read.
  const clients = useQuery({ ...myClientsQuery(), refetchOnMount: 'always' });
  const actions = useMyClientsActions();
  const row = clients.data?.clients.find((entry) => entry.connection.id === notification.connectionId && entry.connection.status === 'pending') ?? null;
  // Answered already (or withdrawn): My Clients shows where it stands.
  const isGone = clients.isSuccess && !clients.isFetching && row === null;
  useEffect(() => {
    if (!isGone) return;
    onClose();
    void navigate(paths.advisorClients());
  }, [isGone, onClose, navigate]);
  return (
    <ConnectionRequestDialog
      request={row}
      running={actions.running?.connectionId === row?.connection.id ? (actions.running?.action ?? null) : null}
      onAnswer={(answer) => row && actions.answer(row, answer, onClose)}
      onClose={onClose}
    />
  );
}

/** connection (client): the Congratulations dialog, with the advisor's profile a click away. */
function CongratulationsFromNotification({ notification, onClose }: NotificationDialogProps) {
  const advisorId = notification.person?.id;
  return (
    <ShareSwitchesDialog connectionId={notification.connectionId ?? ''} onClose={onClose}>
      {advisorId && (
        <Anchor component={Link} to={paths.advisorProfile(advisorId)} onClick={onClose} fz="sm">
          {`View ${personNameOf(notification)}'s profile`}
        </Anchor>
      )}
    </ShareSwitchesDialog>
  );
}

/** account_login_required (client): Connected Accounts' Refresh Login for that institution (a fresh update token, then the bank's login). */
function LoginRequiredFromNotification({ notification, onClose }: NotificationDialogProps) {
  const navigate = useNavigate();
  const institutions = useQuery({ ...institutionsQuery(), refetchOnMount: 'always' });
  const institution = institutions.data?.institutions.find((entry) => entry.id === notification.institution?.id) ?? null;
  // Removed since (or unreadable): Connected Accounts shows what is left. Judged on a fresh read, as above.
  const isGone = institutions.isError || (institutions.isSuccess && !institutions.isFetching && institution === null);
  useEffect(() => {
    if (!isGone) return;
    onClose();
    void navigate(paths.clientAccounts());
  }, [isGone, onClose, navigate]);
  return institution ? <RefreshLoginModal institution={institution} onClose={onClose} /> : null;
}

/** The dialogs View Details opens that other features own (features never import features). */
export const notificationDialogs: NotificationDialogs = {
  connectionRequest: ConnectionRequestFromNotification,
  connectionAccepted: CongratulationsFromNotification,
  loginRequired: LoginRequiredFromNotification,
};
