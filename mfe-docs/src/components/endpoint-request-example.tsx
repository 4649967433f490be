import { codeLanguageLabel } from '../utils/code-languages';
import { CodeBlock } from './code-block';
import { useCodeLanguage } from './code-language-provider';
import { LanguageSwitch } from './language-switch';
import type { EndpointDoc } from '../content/endpoint';
import { requestSample, type SampleAudience } from '../utils/request-samples';

interface Props {
  endpoint: EndpointDoc;
  audience: SampleAudience;
}

/** The endpoint's request sample generated from the OpenAPI document, in the reader's language. */
export function EndpointRequestExample({ endpoint, audience }: Props) {
  const { language, setLanguage } = useCodeLanguage();
  const sample = requestSample(language, endpoint.id, audience);
  if (sample === null) return null;
  return (
    <CodeBlock
      code={sample.code}
      // The build highlighted the sample around its base URL's placeholder.
      template={sample.template}
      label={`${codeLanguageLabel(language)} sample for ${endpoint.title}`}
      caption={
        <LanguageSwitch label={`Sample language for ${endpoint.title}`} language={language} onChange={setLanguage} />
      }
    />
  );
}
