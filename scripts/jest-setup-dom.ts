// DOM test setup shared by every front-end package: jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName...).
import '@testing-library/jest-dom';
