import type { TMyClient } from '@finboard/contracts';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeConnection, useSetFavorite } from '../api';
import { clientNameOf } from '../lib/client-list';

export type ConnectionAnswer = 'accept' | 'decline' | 'disconnect';

const DONE: Record<ConnectionAnswer, { title: string; message: (name: string) => string }> = {
  accept: { title: 'Connected', message: (name) => `${name} is now one of your clients.` },
  decline: { title: 'Declined', message: (name) => `You declined ${name}'s request.` },
  disconnect: { title: 'Disconnected', message: (name) => `${name} is disconnected.` },
};

const NOT_DONE: Record<ConnectionAnswer, string> = { accept: 'Not accepted', decline: 'Not declined', disconnect: 'Not disconnected' };

/** My Clients' writes: answering a request, disconnecting, and the favourite star; each says how it went. */
export function useMyClientsActions() {
  const change = useChangeConnection();
  const favorite = useSetFavorite();

  const answer = (row: TMyClient, action: ConnectionAnswer, onDone?: () => void) =>
    change.mutate(
      { connectionId: row.connection.id, action },
      {
        onSuccess: () => {
          notifySuccess(DONE[action].message(clientNameOf(row)), DONE[action].title);
          onDone?.();
        },
        onError: (error) => notifyError(errorMessage(error), NOT_DONE[action]),
      },
    );

  const toggleFavorite = (row: TMyClient) =>
    favorite.mutate({ clientId: row.client.id, isFavorite: !row.isFavorite }, { onError: (error) => notifyError(errorMessage(error), 'Favorite not changed') });

  return {
    answer,
    toggleFavorite,
    /** The request running now, so only its row and buttons show it. */
    running: change.isPending && change.variables ? change.variables : null,
    favoriteBusyId: favorite.isPending ? (favorite.variables?.clientId ?? null) : null,
  };
}
