/**
 * The <meta> name under which a page carries the VK widget's script address (the server's
 * VK_WIDGET_SCRIPT_URL); a page without it has no widget, only the link card.
 */
export const VK_WIDGET_SCRIPT_META = 'shop:vk-widget-script';

/** The community widget's height: its place keeps this room from the start, so the widget moves nothing. */
export const VK_WIDGET_HEIGHT_PX = 320;

/** A widget that has not shown within this time is given up for the link card. */
export const VK_WIDGET_TIMEOUT_MS = 8000;

/**
 * Meta Platforms is listed in Russia as an extremist organisation, and a mention of its networks
 * carries this note (the wording Russian media use).
 */
export const INSTAGRAM_NOTE = 'Instagram принадлежит компании Meta, признанной экстремистской организацией и запрещённой в России';
