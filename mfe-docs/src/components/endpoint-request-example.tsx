import { codeLanguageLabel } from '../utils/code-languages';
import { CodeBlock } from './code-block';
import { useCodeLanguage } from './code-language-provider';
import { LanguageSwitch } from './language-switch';
import type { EndpointDoc } from '../content/endpoint';
import { requestSample, type SampleAudience } from '../utils/request-samples';
import { sampleTemplate } from '../utils/sample-template';

interface Props {
  endpoint: EndpointDoc;
  audience: SampleAudience;
}

export function EndpointRequestExample({ endpoint, audience }: Props) {
  const { language, setLanguage } = useCodeLanguage();
  const { baseUrl } = audience;
  return (
    <CodeBlock
      code={requestSample(language, endpoint, audience)}
      // The sandbox's address is known only in the browser: the build highlighted the sample around a placeholder.
      template={
        baseUrl === undefined
          ? undefined
          : sampleTemplate((values) => requestSample(language, endpoint, { ...audience, ...values }), { baseUrl })
      }
      label={`${codeLanguageLabel(language)} sample for ${endpoint.title}`}
      caption={
        <LanguageSwitch label={`Sample language for ${endpoint.title}`} language={language} onChange={setLanguage} />
      }
    />
  );
}
