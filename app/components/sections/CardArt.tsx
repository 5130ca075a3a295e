/** Decorative card artwork with a fixed 16:9 box, so the page never shifts while it loads. */
export function CardArt({ src, className = '' }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={400}
      height={225}
      loading="lazy"
      decoding="async"
      className={`aspect-[16/9] w-full object-cover ${className}`}
    />
  )
}
