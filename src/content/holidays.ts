// Days the business is closed besides Sundays: the reminder's "one working day" skips them.
// EDIT THIS LIST: it is a starting point from the usual Philippine regular and special
// non-working holidays. Check it against each year's proclamation (moved holidays, Eid dates
// announced late, local Cavite holidays) and add the workshop's own closures (year-end shutdown).

export interface ClosedDay {
  /** The Manila date, YYYY-MM-DD. */
  date: string;
  name: string;
}

export const closedDays: ClosedDay[] = [
  { date: '2026-11-30', name: 'Bonifacio Day' },
  { date: '2026-12-08', name: 'Feast of the Immaculate Conception' },
  { date: '2026-12-24', name: 'Christmas Eve' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-30', name: 'Rizal Day' },
  { date: '2026-12-31', name: 'Last day of the year' },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-25', name: 'Maundy Thursday' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-04-09', name: 'Araw ng Kagitingan' },
  { date: '2027-05-01', name: 'Labor Day' },
  { date: '2027-06-12', name: 'Independence Day' },
  { date: '2027-08-21', name: 'Ninoy Aquino Day' },
  { date: '2027-08-30', name: 'National Heroes Day' },
  { date: '2027-11-01', name: "All Saints' Day" },
  { date: '2027-11-30', name: 'Bonifacio Day' },
  { date: '2027-12-08', name: 'Feast of the Immaculate Conception' },
  { date: '2027-12-24', name: 'Christmas Eve' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-30', name: 'Rizal Day' },
  { date: '2027-12-31', name: 'Last day of the year' },
];
