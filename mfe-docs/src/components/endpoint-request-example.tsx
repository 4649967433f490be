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

export function EndpointRequestExample({ endpoint, audience }: Props) {
  const { language, setLanguage } = useCodeLanguage();
  return (
    <CodeBlock
      code={requestSample(language, endpoint, audience)}
      label={`${codeLanguageLabel(language)} sample for ${endpoint.title}`}
      caption={
        <LanguageSwitch label={`Sample language for ${endpoint.title}`} language={language} onChange={setLanguage} />
      }
    />
  );
}
