import { createStateMachine, type TransitionTable } from './state-machine';

// A toy machine beside the generic one: a traffic light with a guard on green.
type Light = 'red' | 'green' | 'yellow' | 'off';
interface Ctx {
  readonly pedestrians: number;
}

const LIGHT: TransitionTable<Light> = {
  red: { to: ['green', 'off'] },
  green: { to: ['yellow'] },
  yellow: { to: ['red'] },
  off: { to: [] },
};

const machine = createStateMachine<Light, Ctx, string>({
  transitions: LIGHT,
  guards: { red: { green: ({ pedestrians }) => (pedestrians > 0 ? 'people crossing' : null) } },
  refuse: (from, to) => `${from}->${to} refused`,
});

describe('createStateMachine', () => {
  it('lists the states of the table', () => {
    expect(machine.states).toEqual(['red', 'green', 'yellow', 'off']);
  });

  it('answers canTransitionTo from the table alone', () => {
    expect(machine.canTransitionTo('red', 'green')).toBe(true);
    expect(machine.canTransitionTo('green', 'red')).toBe(false);
    expect(machine.canTransitionTo('off', 'red')).toBe(false);
  });

  it('moves along the table when no guard objects', () => {
    expect(machine.transitionTo('green', 'yellow', { pedestrians: 3 })).toEqual({ ok: true, value: 'yellow' });
    expect(machine.transitionTo('red', 'green', { pedestrians: 0 })).toEqual({ ok: true, value: 'green' });
  });

  it('returns the guard error instead of throwing', () => {
    expect(machine.transitionTo('red', 'green', { pedestrians: 2 })).toEqual({ ok: false, error: 'people crossing' });
  });

  it('refuses a move outside the table with the refuse error', () => {
    expect(machine.transitionTo('off', 'red', { pedestrians: 0 })).toEqual({ ok: false, error: 'off->red refused' });
  });

  it('works without guards', () => {
    const bare = createStateMachine<Light, Ctx, string>({ transitions: LIGHT, refuse: () => 'no' });
    expect(bare.transitionTo('red', 'green', { pedestrians: 9 })).toEqual({ ok: true, value: 'green' });
  });

  it('validates the table once: an unknown target is a bug', () => {
    const broken = { ...LIGHT, off: { to: ['blue' as Light] } };
    expect(() => createStateMachine({ transitions: broken, refuse: () => 'x' })).toThrow('off -> unknown state blue');
  });

  it('validates the guards: a guard on a move outside the table is a bug', () => {
    expect(() => createStateMachine<Light, Ctx, string>({ transitions: LIGHT, guards: { off: { red: () => null } }, refuse: () => 'x' })).toThrow(
      'Guard for off -> red',
    );
    const unknownFrom = { blue: { red: () => null } } as never;
    expect(() => createStateMachine<Light, Ctx, string>({ transitions: LIGHT, guards: unknownFrom, refuse: () => 'x' })).toThrow('Guard for blue -> red');
  });

  it('treats a state read from outside (say, a stored string) that is not in the table as having no moves', () => {
    expect(machine.canTransitionTo('purple' as Light, 'red')).toBe(false);
    expect(machine.canTransitionTo('toString' as Light, 'red')).toBe(false);
    expect(machine.transitionTo('purple' as Light, 'red', { pedestrians: 0 })).toEqual({ ok: false, error: 'purple->red refused' });
  });
});
