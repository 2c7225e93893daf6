/** Plain CSS files are bundled by Rspack (type css/auto); importing one only adds its rules. */
declare module '*.css';
