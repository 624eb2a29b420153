// Wire shapes of the account calls (spec §3 and §7).
import type { UserRole } from '../accounts/user-role';

export interface UserDto {
  id: number;
  username: string;
  email: string;
  full_name: string | null;
  phone: string | null;
  telegram: string | null;
  role: UserRole;
  created_at: string;
  last_login: string | null;
}

/** GET /api/profile and PUT /api/profile */
export interface ProfileResponseDto {
  user: UserDto;
}

/** PUT /api/profile */
export interface ProfileUpdatePayloadDto {
  email: string;
  full_name: string;
  phone: string;
  telegram: string;
}

/** POST /api/auth/login: identifier is a login or an e-mail. */
export interface LoginPayloadDto {
  identifier: string;
  password: string;
}

export interface LoginResponseDto {
  token: string;
  id: number;
  role: UserRole;
}

/** POST /api/auth/register */
export interface RegisterResponseDto {
  user: UserDto;
}

/** POST /api/auth/register */
export interface RegisterPayloadDto {
  email: string;
  username: string;
  password: string;
}

/** POST /api/auth/forgot-password */
export interface ForgotPasswordPayloadDto {
  email: string;
}

/** POST /api/auth/reset-password */
export interface ResetPasswordPayloadDto {
  token: string;
  password: string;
}

/** POST /api/auth/forgot-password and /api/auth/reset-password: a sentence for the person. */
export interface MessageResponseDto {
  message: string;
}

/** POST /api/auth/refresh */
export interface RefreshResponseDto {
  accessToken: string;
}

/** GET /api/auth/check-admin: whether the caller may open the back office (the owner or a florist), and as whom. */
export interface CheckAdminResponseDto {
  isAdmin: boolean;
  role: UserRole;
}
