/**
 * A question's picture (decision 171), the one way every screen shows it: the student's live page,
 * the self-paced quiz, the teacher's session page, the live screen, the presenter view and the
 * question form's preview. `width` and `height` reserve its place before it loads (no layout
 * shift); it never overflows its column (a 360 px phone), and the presenter view shows it large.
 */
import type { QuestionImage } from '@ciar/shared/question-image';
import './question-picture.css';

interface Props {
  image: QuestionImage | null | undefined;
  /** 'large' on the projected screens, 'thumbnail' in lists. */
  size?: 'normal' | 'large' | 'thumbnail';
}

export function QuestionPicture({ image, size = 'normal' }: Props) {
  if (!image) return null;
  return (
    <figure className={`question-picture question-picture-${size}`}>
      <img src={image.url} alt={image.alt} width={image.width} height={image.height} decoding="async" />
    </figure>
  );
}
