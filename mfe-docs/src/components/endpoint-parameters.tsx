import type { EndpointParameter, ParameterLocation } from '../content/endpoint';
import { InlineMarkup } from './inline-markup';
import styles from './endpoint-reference.module.css';

const GROUPS: ReadonlyArray<{ location: ParameterLocation; heading: string }> = [
  { location: 'header', heading: 'Headers' },
  { location: 'path', heading: 'Path parameters' },
  { location: 'query', heading: 'Query parameters' },
  { location: 'body', heading: 'Body parameters (JSON)' },
];

/** A list rather than a table: it stays readable at 360 px without sideways scrolling. */
export function EndpointParameters({ parameters }: { parameters: readonly EndpointParameter[] }) {
  const groups = GROUPS.map((group) => ({
    ...group,
    parameters: parameters.filter((parameter) => parameter.in === group.location),
  })).filter((group) => group.parameters.length > 0);

  if (groups.length === 0) {
    return (
      <>
        <h4 className={styles.subheading}>Parameters</h4>
        <p className={styles.muted}>None besides the authentication headers.</p>
      </>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <div key={group.location}>
          <h4 className={styles.subheading}>{group.heading}</h4>
          <dl className={styles.parameters}>
            {group.parameters.map((parameter) => (
              <div key={parameter.name} className={styles.parameter}>
                <dt>
                  <code className={styles.parameterName}>{parameter.name}</code>{' '}
                  <span className={styles.parameterType}>{parameter.type}</span>{' '}
                  <span className={parameter.required ? styles.required : styles.optional}>
                    {parameter.required ? 'required' : 'optional'}
                  </span>
                </dt>
                <dd>
                  <InlineMarkup text={parameter.description} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </>
  );
}
