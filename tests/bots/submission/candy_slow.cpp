// planted: thinks 700 ms a turn, over the 2,000 ms budget by turn 3
#include <chrono>
#include <iostream>
#include <string>

int main()
{
    int n, a;
    long ms;
    std::string d, row;
    std::cin >> n >> d;
    while (std::cin >> a) {
        for (int i = 0; i < n; i++) std::cin >> row;
        std::cin >> ms;
        auto start = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(700)) {}
        std::cout << "O" << std::endl;
    }
}
