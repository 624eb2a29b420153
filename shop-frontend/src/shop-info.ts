// Public contact details of the shop. Placeholders until the owner confirms the real addresses;
// the shell's footer has the same bot link (move both to domain/ then).
export const SHOP_NAME = 'Зелёный уголок';
export const SUPPORT_EMAIL = 'hello@zelenyi-ugolok.ru';
export const REQUEST_BOT_URL = 'https://t.me/zelenyi_ugolok_bot';
export const TELEGRAM_CHANNEL_URL = 'https://t.me/zelenyi_ugolok';
export const VK_COMMUNITY_URL = 'https://vk.com/zelenyi_ugolok';
