import { err, ok, type Result } from './result';

/** The whole process: for every state, the states it may move to. */
export type TransitionTable<S extends string> = { readonly [From in S]: { readonly to: readonly S[] } };

/** A pure check run before a permitted transition; returns the error that blocks it, or null. */
export type TransitionGuard<C, E> = (context: C) => E | null;

export type GuardTable<S extends string, C, E> = {
  readonly [From in S]?: { readonly [To in S]?: TransitionGuard<C, E> };
};

export interface StateMachineDefinition<S extends string, C, E> {
  readonly transitions: TransitionTable<S>;
  readonly guards?: GuardTable<S, C, E>;
  /** The error for a move the table does not contain. */
  readonly refuse: (from: S, to: S) => E;
}

/** A small generic machine reading one transition table (after Vendure's finite-state-machine). */
export interface StateMachine<S extends string, C, E> {
  readonly states: readonly S[];
  canTransitionTo(from: S, to: S): boolean;
  transitionTo(from: S, to: S, context: C): Result<S, E>;
}

/** Builds the machine; a table naming an unknown target is a bug and throws at start-up. */
export const createStateMachine = <S extends string, C, E>(definition: StateMachineDefinition<S, C, E>): StateMachine<S, C, E> => {
  const { transitions, refuse } = definition;
  const guards: GuardTable<S, C, E> = definition.guards ?? {};
  const states = Object.keys(transitions) as S[];
  // Own keys only: a stored status such as 'toString' must not reach Object.prototype.
  const targetsOf = (from: S): readonly S[] => (Object.hasOwn(transitions, from) ? transitions[from].to : []);
  for (const from of states) {
    const unknown = transitions[from].to.filter((to) => !states.includes(to));
    if (unknown.length > 0) throw new Error(`Transition table: ${from} -> unknown state ${unknown.join(', ')}`);
  }
  for (const [from, targets] of Object.entries(guards) as [S, object][]) {
    for (const to of Object.keys(targets) as S[]) {
      if (!targetsOf(from).includes(to)) throw new Error(`Guard for ${from} -> ${to}, which is not in the table`);
    }
  }

  const canTransitionTo = (from: S, to: S): boolean => targetsOf(from).includes(to);

  const transitionTo = (from: S, to: S, context: C): Result<S, E> => {
    if (!canTransitionTo(from, to)) return err(refuse(from, to));
    const blocked = guards[from]?.[to]?.(context) ?? null;
    return blocked === null ? ok(to) : err(blocked);
  };

  return { states, canTransitionTo, transitionTo };
};
