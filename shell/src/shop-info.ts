// Public facts about the shop shown by the layout. The shop remote has its own copy for its
// contact block; move both to domain/ once the owner confirms the real handles.
export const SHOP_NAME = 'Зелёный уголок';
export const SHOP_TAGLINE = 'Растения, флорариумы и букеты с доставкой по Москве';
export const CONSULTATION_BOT_URL = 'https://t.me/zelenyi_ugolok_bot';
