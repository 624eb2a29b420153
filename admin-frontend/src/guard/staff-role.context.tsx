import { createContext, useContext } from 'react';
import { roleMay, type StaffPermission, type StaffRole } from '@shop/domain';

/**
 * The signed-in member's role as the server last confirmed it (the admin guard provides it). A
 * screen rendered outside the guard (a component test) is the owner's; the server refuses
 * whatever the role may not do either way, the screens only leave it out.
 */
export const StaffRoleContext = createContext<StaffRole>('admin');

/** Whether the signed-in member may do the work `permission` names: the screens show only that. */
export const useStaffMay = (permission: StaffPermission): boolean => roleMay(useContext(StaffRoleContext), permission);

/**
 * False while the guard still waits for the server and the screen is built out of sight with the
 * role the sign-in gave: nothing that moves the visitor elsewhere or scrolls may happen yet.
 */
export const StaffVerifiedContext = createContext(true);

export const useStaffVerified = (): boolean => useContext(StaffVerifiedContext);
