import { Link } from 'react-router-dom';
import { API_FILES } from '@northvault/contracts/api-files';
import { API_CHANGELOG_FEED_PATH } from '@northvault/contracts/page-heads';
import { ROUTES } from '@northvault/contracts/routes';
import { API_FILE_FACTS } from '../content/api-files.generated';
import prose from './prose.module.css';

/**
 * The documented API to take away (docs/product/api.md#the-api-as-files): the OpenAPI document and the Postman
 * collection of this docs release, saved under their names, and the changelog. Plain links for the files: the site
 * serves them, not the router.
 */
export function ApiFileLinks({ changelog = 'page' }: { changelog?: 'page' | 'feed' }) {
  return (
    <>
      <ul className={prose.links} aria-label="Take the API with you">
        <li>
          <a href={API_FILES.openApi.path} download={API_FILES.openApi.fileName}>
            Download OpenAPI
          </a>
        </li>
        <li>
          <a href={API_FILES.postman.path} download={API_FILES.postman.fileName}>
            Postman collection
          </a>
        </li>
        <li>
          {changelog === 'page' ? (
            <Link to={ROUTES.apiChangelog}>Changelog</Link>
          ) : (
            <a href={API_CHANGELOG_FEED_PATH} type="application/atom+xml">
              Atom feed
            </a>
          )}
        </li>
      </ul>
      {API_FILE_FACTS && (
        <p className={prose.note}>
          OpenAPI {API_FILE_FACTS.openApiVersion}, {API_FILE_FACTS.operations} operations; the Postman collection has
          one request for each.
        </p>
      )}
    </>
  );
}
