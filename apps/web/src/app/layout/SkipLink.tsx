import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key: jumps past the header and navigation to the page's own content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('nav.skipToContent')}
    </a>
  );
}
