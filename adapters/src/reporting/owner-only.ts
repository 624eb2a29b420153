import { AdminOnly } from '../security/access.decorators';

/**
 * Who may read the shop's money (the dashboard and the exports): the owner. Said once here, so
 * when staff roles arrive the reporting routes change together.
 */
export const OwnerOnly = AdminOnly;
