import type { TNotification, TScenario } from '@finboard/contracts';
import type { NotificationRecipientRole } from '@finboard/domain';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { paths, withQuery } from '../../../config/paths';
import { fetchScenario } from '../api';

export interface NotificationDialogProps {
  notification: TNotification;
  onClose: () => void;
}

/**
 * Dialogs another feature owns, passed in by the page or shell that composes them (features never
 * import features). Without one, View Details goes to the page where that dialog lives.
 */
export interface NotificationDialogs {
  /** connection_request (advisor): the accept dialog. Else: My Clients. */
  connectionRequest?: ComponentType<NotificationDialogProps>;
  /** connection (client): the Congratulations dialog. Else: the advisor's profile. */
  connectionAccepted?: ComponentType<NotificationDialogProps>;
  /** account_login_required (client): the institution's login again. Else: Connected Accounts. */
  loginRequired?: ComponentType<NotificationDialogProps>;
}

type DialogKind = keyof NotificationDialogs;

/** Where a shared scenario is shown: My Plan or the debt screens; other calculators on the Scenarios page. */
export function scenarioScreenHref(scenario: Pick<TScenario, 'id' | 'calculator'>, userId?: string): string {
  switch (scenario.calculator) {
    case 'monteCarlo':
      return paths.clientMyPlan({ id: scenario.id, userId });
    case 'mortgageCalculator':
      return paths.clientMortgageScenario(scenario.id, userId);
    case 'loanPayoff':
      return paths.clientLoanPayoffScenario(scenario.id, userId);
    default:
      return paths.clientScenarios(userId);
  }
}

/** Where a client answers an advisor's ask: the share switches with the asked one highlighted, or the scenario's Sharing tab. */
export function shareRequestHref(notification: Pick<TNotification, 'shareRequest' | 'scenarioId'>): string {
  const request = notification.shareRequest;
  if (request?.part === 'scenario' && notification.scenarioId) return withQuery(paths.clientScenarios(), { share: notification.scenarioId });
  // A retirement plan of the client's choice: their scenarios, each with its Sharing tab.
  if (request?.part === 'scenario') return paths.clientScenarios();
  return paths.userProfile({ tab: 1, ask: request?.id });
}

/**
 * View Details (spec 01 §4) for every type but disconnect, whose detail the row itself toggles.
 * Render `element` where the hook is used, outside any popover that closes on the way.
 */
export function useNotificationDetails(role: NotificationRecipientRole, dialogs: NotificationDialogs = {}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: DialogKind; notification: TNotification } | null>(null);

  const withDialog = (kind: DialogKind, notification: TNotification, otherwise: string) => {
    if (dialogs[kind]) setDialog({ kind, notification });
    else void navigate(otherwise);
  };

  const openScenario = async (notification: TNotification) => {
    // An advisor sees the sharing client's scenario through ?userId=.
    const userId = role === 'advisor' ? notification.person?.id : undefined;
    if (!notification.scenarioId) return void navigate(paths.clientScenarios(userId));
    try {
      const { scenario } = await fetchScenario(notification.scenarioId);
      void navigate(scenarioScreenHref(scenario, userId));
    } catch {
      void navigate(paths.clientScenarios(userId));
    }
  };

  const open = (notification: TNotification) => {
    const personId = notification.person?.id;
    switch (notification.type) {
      case 'connection_request':
        return withDialog('connectionRequest', notification, paths.advisorClients());
      case 'connection':
        if (role === 'client') return withDialog('connectionAccepted', notification, personId ? paths.advisorProfile(personId) : paths.advisorClients());
        return void navigate(personId ? paths.clientQuickReport(personId) : paths.advisorClients());
      case 'new_client_account':
        return void navigate(personId ? paths.clientAccounts(personId) : paths.advisorClients());
      case 'scenario_share':
        return void openScenario(notification);
      case 'account_login_required':
        return withDialog('loginRequired', notification, paths.clientAccounts());
      case 'share_request':
        return void navigate(shareRequestHref(notification));
      case 'share_request_granted':
      case 'share_request_declined':
        // The client's page: the part now open, or the locked part with its answer.
        return void navigate(paths.advisorClients(personId ? { userId: personId } : undefined));
      case 'disconnect':
      case 'client_account_closed':
        return;
    }
  };

  const Dialog = dialog ? dialogs[dialog.kind] : undefined;
  const element = dialog && Dialog ? <Dialog key={dialog.notification.id} notification={dialog.notification} onClose={() => setDialog(null)} /> : null;
  return { open, element };
}
