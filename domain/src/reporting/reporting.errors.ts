import { domainError, type ErrorOf } from '../shared/domain-error';

export const REPORTING_ERRORS = {
  invalidGrouping: domainError('STATS.INVALID_GROUPING', 'Параметр by должен быть day, week или month'),
  invalidSpan: domainError('STATS.INVALID_SPAN', 'Неверный период: дата «с» позже даты «по» или период длиннее трёх лет'),
} as const;

export type ReportingError = ErrorOf<typeof REPORTING_ERRORS>;
