import i18n from 'i18next';
import type { Namespace } from './namespaces';

/**
 * A page's code and the namespaces its components speak, fetched side by side: otherwise each nested component would
 * ask for its namespace only once its parent had rendered, one round trip after another.
 */
export async function withNamespaces<T>(page: Promise<T>, namespaces: readonly Namespace[]): Promise<T> {
  const [module] = await Promise.all([page, i18n.loadNamespaces([...namespaces])]);
  return module;
}
