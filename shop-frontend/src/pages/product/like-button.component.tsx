import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTICE_MS, useTimedNotice } from '../../components/timed-notice';
import { likeCountQuery, likeItemId, sendLike } from './likes.api';

export const LIKE_TEXTS = {
  thanks: 'Спасибо за лайк!',
  alreadyCounted: 'Спасибо, лайк уже учтён!',
  failed: 'Не удалось поставить лайк. Попробуйте ещё раз.',
} as const;

/**
 * Spec §4 'Like button': becomes 'liked' after a successful like; a second like in the same browser
 * session gets the 'already counted' note (the server decides, so a reload changes nothing).
 */
export function LikeButton({ productId }: { productId: number }) {
  const itemId = likeItemId(productId);
  const counter = likeCountQuery(productId);
  const queryClient = useQueryClient();
  const { data: count } = useQuery(counter);
  const [liked, setLiked] = useState(false);
  const [busy, setBusy] = useState(false);
  const { notice, show } = useTimedNotice(NOTICE_MS.like);

  const like = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await sendLike(itemId);
      queryClient.setQueryData(counter.queryKey, answer.like_count);
      setLiked(true);
      show('success', answer.already_liked ? LIKE_TEXTS.alreadyCounted : LIKE_TEXTS.thanks);
    } catch {
      show('error', LIKE_TEXTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shop-like">
      <button type="button" className="shop-pill shop-like__button" aria-pressed={liked} aria-busy={busy} onClick={like} data-testid="like-button">
        <svg className="shop-like__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
        </svg>
        <span>Нравится</span>
        {count !== undefined && (
          <span className="shop-like__count" data-testid="like-count">
            {count}
          </span>
        )}
      </button>
      <span className={`shop-like__note shop-like__note--${notice?.kind ?? 'none'}`} role="status" data-testid="like-note">
        {notice?.text}
      </span>
    </div>
  );
}
