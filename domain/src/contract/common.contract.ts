// Wire shapes shared by calls of several modules.

/** The answer of a change that has nothing else to say (PUT /api/admin/products/{id}, the checkout's contact step). */
export interface SuccessResponseDto {
  success: true;
}

/** The answer of a call whose result is a sentence for the person (password reset). */
export interface MessageResponseDto {
  message: string;
}
