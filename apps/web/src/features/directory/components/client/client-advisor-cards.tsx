import type { TPublicAdvisorCard } from '@finboard/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useChangeViewerConnection } from '../../hooks/use-change-viewer-connection';
import { advisorNameOf } from '../../lib/advisor-card';
import { AdvisorCard } from '../advisor-card';
import { AdvisorGrid } from '../advisor-grid';
import { ConnectFunnel } from '../funnel/connect-funnel';
import { ClientCardAction } from './client-card-action';

export interface ClientAdvisorCardsProps {
  advisors: TPublicAdvisorCard[];
  columns: 3 | 4 | 5;
  layout?: 'grid' | 'list';
  /** The ZIP code searched, kept on a connection request. */
  zipCode?: string | undefined;
  source?: string;
}

/**
 * Advisor cards for a signed-in client (the category directory, advisors near a ZIP code): each
 * opens the advisor's profile in a new tab and carries the client's action; Connect opens the
 * connect funnel and Disconnect asks 'Confirm Advisor Disconnect?' first (spec 02).
 */
export function ClientAdvisorCards({ advisors, columns, layout = 'grid', zipCode, source = 'Directory' }: ClientAdvisorCardsProps) {
  const [funnel, setFunnel] = useState<{ advisor: TPublicAdvisorCard; opened: boolean } | null>(null);
  const [leaving, setLeaving] = useState<TPublicAdvisorCard | null>(null);
  const change = useChangeViewerConnection();

  const disconnect = () => {
    const connectionId = leaving?.viewerConnection?.id;
    if (!leaving || !connectionId) return;
    const name = advisorNameOf(leaving);
    change.mutate(
      { connectionId, action: 'disconnect' },
      {
        onSuccess: () => {
          notifySuccess(`${name} is disconnected.`, 'Disconnected');
          setLeaving(null);
        },
        onError: (error) => notifyError(errorMessage(error), 'Not disconnected'),
      },
    );
  };

  return (
    <>
      <AdvisorGrid columns={columns} layout={layout} label="Advisors">
        {advisors.map((advisor) => (
          <AdvisorCard
            key={advisor.id}
            advisor={advisor}
            layout={layout}
            profileHref={paths.advisorProfile(advisor.id)}
            profileInNewTab
            action={<ClientCardAction advisor={advisor} onConnect={(chosen) => setFunnel({ advisor: chosen, opened: true })} onDisconnect={setLeaving} />}
          />
        ))}
      </AdvisorGrid>
      {funnel && (
        <ConnectFunnel
          advisor={funnel.advisor}
          opened={funnel.opened}
          onClose={() => setFunnel({ ...funnel, opened: false })}
          source={source}
          {...(zipCode ? { zipCode } : {})}
        />
      )}
      <ConfirmDialog
        opened={leaving !== null}
        title="Confirm Advisor Disconnect?"
        message={`${leaving ? advisorNameOf(leaving) : 'This advisor'} will no longer see the data you share.`}
        confirmLabel="Yes, Disconnect"
        cancelLabel="Go Back"
        loading={change.isPending}
        onConfirm={disconnect}
        onClose={() => setLeaving(null)}
      />
    </>
  );
}
