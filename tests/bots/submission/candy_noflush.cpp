// planted: the fast-I/O idiom (no sync, cin untied) with "\n": nothing ever flushes
#include <iostream>
#include <string>

int main()
{
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int n, a;
    long ms;
    std::string d, row;
    std::cin >> n >> d;
    while (std::cin >> a) {
        for (int i = 0; i < n; i++) std::cin >> row;
        std::cin >> ms;
        std::cout << "O\n";
    }
}
