import { StaffRepository, type StaffMember } from './staff.repository.port';

/** «Сотрудники»: everyone on the staff. */
export class StaffListQuery {
  constructor(private readonly staff: StaffRepository) {}

  execute(): Promise<StaffMember[]> {
    return this.staff.list();
  }
}
