import {
  byDayOfYear,
  formatDayAndMonth,
  monthDaysDueOn,
  occurrenceIn,
  rememberedDateFields,
  reminderDue,
  validateRememberedDate,
} from './remembered-date.rules';

describe('validateRememberedDate', () => {
  const valid = { title: 'День рождения мамы', day: 12, month: 3, recipient: 'Мама' };

  it('takes a title, a real day of a month and an optional recipient', () => {
    expect(validateRememberedDate(valid)).toEqual({ valid: true, errors: {} });
    expect(validateRememberedDate({ ...valid, recipient: null }).valid).toBe(true);
    expect(validateRememberedDate({ ...valid, day: 29, month: 2 }).valid).toBe(true);
    expect(validateRememberedDate({ ...valid, day: 31, month: 12 }).valid).toBe(true);
  });

  it('refuses a blank or too long title and a too long recipient, counting characters', () => {
    expect(validateRememberedDate({ ...valid, title: '   ' }).errors).toEqual({ title: 'Укажите, что за дата: например, «День рождения мамы»' });
    expect(validateRememberedDate({ ...valid, title: 'я'.repeat(100) }).valid).toBe(true);
    expect(validateRememberedDate({ ...valid, title: 'я'.repeat(101) }).errors).toEqual({ title: 'Название — не длиннее 100 символов' });
    expect(validateRememberedDate({ ...valid, title: '🌷'.repeat(100) }).valid).toBe(true);
    expect(validateRememberedDate({ ...valid, recipient: 'б'.repeat(101) }).errors).toEqual({ recipient: 'Получатель — не длиннее 100 символов' });
  });

  it('refuses a day the month does not have, a day off 1–31 and a month off 1–12', () => {
    expect(validateRememberedDate({ ...valid, day: 30, month: 2 }).errors).toEqual({ day: 'В этом месяце нет 30-го числа' });
    expect(validateRememberedDate({ ...valid, day: 31, month: 4 }).errors).toEqual({ day: 'В этом месяце нет 31-го числа' });
    expect(validateRememberedDate({ ...valid, day: 0 }).errors).toEqual({ day: 'День — число от 1 до 31' });
    expect(validateRememberedDate({ ...valid, day: 1.5 }).errors).toEqual({ day: 'День — число от 1 до 31' });
    expect(validateRememberedDate({ ...valid, month: 13 }).errors).toEqual({ month: 'Выберите месяц' });
    expect(validateRememberedDate({ ...valid, day: 32, month: 0 }).errors).toEqual({ day: 'День — число от 1 до 31', month: 'Выберите месяц' });
  });

  it('keeps the title and recipient trimmed, a blank recipient as none', () => {
    expect(rememberedDateFields({ title: '  Годовщина ', day: 1, month: 6, recipient: '  ' })).toEqual({
      title: 'Годовщина',
      day: 1,
      month: 6,
      recipient: null,
    });
    expect(rememberedDateFields({ title: 'Годовщина', day: 1, month: 6, recipient: ' Аня ' }).recipient).toBe('Аня');
  });
});

describe('when a date is reminded', () => {
  it('falls on its own day, 29 February on 28 February in a common year', () => {
    expect(occurrenceIn({ day: 8, month: 3 }, 2027)).toBe('2027-03-08');
    expect(occurrenceIn({ day: 29, month: 2 }, 2028)).toBe('2028-02-29');
    expect(occurrenceIn({ day: 29, month: 2 }, 2027)).toBe('2027-02-28');
    expect(occurrenceIn({ day: 29, month: 2 }, 2100)).toBe('2100-02-28');
    expect(occurrenceIn({ day: 29, month: 2 }, 2000)).toBe('2000-02-29');
  });

  it('is due three Moscow days before, and until the eve when a run was missed', () => {
    expect(reminderDue({ day: 8, month: 3 }, '2027-03-05')).toEqual({ occurrence: '2027-03-08', year: 2027 });
    expect(reminderDue({ day: 8, month: 3 }, '2027-03-07')).toEqual({ occurrence: '2027-03-08', year: 2027 });
    expect(reminderDue({ day: 8, month: 3 }, '2027-03-04')).toBeNull();
    expect(reminderDue({ day: 8, month: 3 }, '2027-03-08')).toBeNull();
  });

  it('reaches into the next year at the turn of the year', () => {
    expect(reminderDue({ day: 1, month: 1 }, '2026-12-29')).toEqual({ occurrence: '2027-01-01', year: 2027 });
    expect(reminderDue({ day: 31, month: 12 }, '2026-12-28')).toEqual({ occurrence: '2026-12-31', year: 2026 });
  });

  it('reminds of 29 February on 25 February in a common year and on 26 February in a leap year', () => {
    expect(reminderDue({ day: 29, month: 2 }, '2027-02-25')).toEqual({ occurrence: '2027-02-28', year: 2027 });
    expect(reminderDue({ day: 29, month: 2 }, '2027-02-24')).toBeNull();
    expect(reminderDue({ day: 29, month: 2 }, '2028-02-26')).toEqual({ occurrence: '2028-02-29', year: 2028 });
    expect(reminderDue({ day: 29, month: 2 }, '2028-02-25')).toBeNull();
    expect(reminderDue({ day: 28, month: 2 }, '2028-02-25')).toEqual({ occurrence: '2028-02-28', year: 2028 });
  });

  it('names the days a store looks at, with 29 February when a common year’s 28 February is among them', () => {
    expect(monthDaysDueOn('2027-03-05')).toEqual([
      { month: 3, day: 6 },
      { month: 3, day: 7 },
      { month: 3, day: 8 },
    ]);
    expect(monthDaysDueOn('2027-02-25')).toEqual([
      { month: 2, day: 26 },
      { month: 2, day: 27 },
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(monthDaysDueOn('2028-02-26')).toEqual([
      { month: 2, day: 27 },
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
  });

  it('every date of a common and a leap year is due on exactly one window of days, found by monthDaysDueOn', () => {
    for (const year of [2027, 2028]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          if (!validateRememberedDate({ title: 'x', day, month }).valid) continue;
          const dueDays = Array.from({ length: 372 }, (_, index) =>
            new Date(Date.UTC(year - 1, 11, 25) + index * 86_400_000).toISOString().slice(0, 10),
          ).filter((today) => reminderDue({ day, month }, today)?.year === year);
          expect(dueDays.length).toBe(3);
          for (const today of dueDays) expect(monthDaysDueOn(today)).toContainEqual({ month, day });
        }
      }
    }
  });
});

describe('how a date reads', () => {
  it('says the day and the month', () => {
    expect(formatDayAndMonth({ day: 8, month: 3 })).toBe('8 марта');
    expect(formatDayAndMonth({ day: 29, month: 2 })).toBe('29 февраля');
  });

  it('orders dates through the year', () => {
    const dates = [
      { title: 'Б', day: 1, month: 5 },
      { title: 'А', day: 1, month: 5 },
      { title: 'В', day: 30, month: 1 },
    ];
    expect([...dates].sort(byDayOfYear).map((date) => date.title)).toEqual(['В', 'А', 'Б']);
  });
});
