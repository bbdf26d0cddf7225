-- Trigram indexes make the case-insensitive substring searches (user quick search, class name search) index scans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
