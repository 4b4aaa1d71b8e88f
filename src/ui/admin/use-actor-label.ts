// Who did something, by their name (rows name people by email): the names come with the page.
import { useContext } from 'react';
import { actorLabel } from '../../shared/roles';
import { PeopleNames } from './dashboard-context';

export function useActorLabel(): (actor: string) => string {
  const names = useContext(PeopleNames);
  return (actor) => actorLabel(actor, names);
}
