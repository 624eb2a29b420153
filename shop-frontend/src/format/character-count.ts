/** The counter under a text field with a limit: '12 из 500 символов'. */
export const characterCount = (text: string, max: number): string => `${text.length} из ${max} символов`;
