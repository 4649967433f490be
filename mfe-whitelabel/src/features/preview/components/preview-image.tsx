import { useState, type ReactNode } from 'react';

interface Props {
  src: string;
  alt: string;
  className?: string;
  /** Shown while there is no address, or when the image at it cannot be loaded. */
  fallback: ReactNode;
}

/** An image from an address the user is still typing: half-typed addresses fail quietly. */
export function PreviewImage({ src, alt, className, fallback }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const address = src.trim();
  if (address === '' || failedSrc === address) return fallback;
  return (
    <img
      src={address}
      alt={alt}
      className={className}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailedSrc(address)}
    />
  );
}
